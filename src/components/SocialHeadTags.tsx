// Renders head tag descriptors as `<meta>` elements, and the page's structured data as its one JSON-LD script,
// for a plain React app's server-side rendering.
import type { HeadTag } from '../core/headTags';

export interface SocialHeadTagsProps {
  /** What `buildHeadTags` returned. */
  tags: readonly HeadTag[];
  /** What `buildStructuredData` returned: no script when empty. */
  structuredData?: string;
}

/** One `<meta>` per tag, in order, then the `<script type="application/ld+json">` when there is structured data. */
export function SocialHeadTags({ tags, structuredData }: SocialHeadTagsProps) {
  return (
    <>
      {tags.map((tag) =>
        'property' in tag ? (
          <meta key={`property:${tag.property}`} property={tag.property} content={tag.content} />
        ) : (
          <meta key={`name:${tag.name}`} name={tag.name} content={tag.content} />
        ),
      )}
      {structuredData && (
        <script
          key="ld+json"
          type="application/ld+json"
          // React would write quotes as entities, which a script's text never decodes; buildStructuredData escaped
          // everything that could end the element (`<`, `>`, `&`), so the text goes in as it is.
          dangerouslySetInnerHTML={{ __html: structuredData }}
        />
      )}
    </>
  );
}
