// Renders head tag descriptors as `<meta>` elements, for a plain React app's server-side rendering.
import type { HeadTag } from '../core/headTags';

export interface SocialHeadTagsProps {
  /** What `buildHeadTags` returned. */
  tags: readonly HeadTag[];
}

/** One `<meta>` per tag, in order. */
export function SocialHeadTags({ tags }: SocialHeadTagsProps) {
  return (
    <>
      {tags.map((tag) =>
        'property' in tag ? (
          <meta key={`property:${tag.property}`} property={tag.property} content={tag.content} />
        ) : (
          <meta key={`name:${tag.name}`} name={tag.name} content={tag.content} />
        ),
      )}
    </>
  );
}
