// A listing template (Volto's listing block variation): each result's title linked, with the result's links.
import type { ComponentType, ReactNode } from 'react';
import { isPlainObject } from '../contract/validationProblems';
import { safeHref } from '../core/safeHref';
import type { NetworkRegistry } from '../networks/types';
import { SummarySocialLinks } from './SummarySocialLinks';
import { keepEditing } from './keepEditing';

export interface ItemLinkProps {
  href: string;
  item: Record<string, unknown>;
  children: ReactNode;
}

export interface SocialLinksListingProps {
  /** The results (catalog summaries); malformed entries are skipped. */
  items: unknown;
  /** The listing's "more" link: its text, and its target as Volto stores it (`[{ '@id': url }]`). */
  linkTitle?: string;
  linkHref?: unknown;
  /** In the editor the titles are not links, so a click selects the block instead of leaving the page. */
  isEditMode?: boolean;
  networks?: NetworkRegistry;
  size?: number | string;
  /**
   * The level of the listing's headline (Volto's `headlineTag`, `h2` or `h3`): each result's title is one level below
   * it, as in Volto's own listing templates; `h3` when there is none.
   */
  headlineTag?: unknown;
  /**
   * The address of a result, and of the "more" link's target (Volto passes one that makes backend URLs site-relative);
   * its `@id` by default.
   */
  itemHref?: (item: Record<string, unknown>) => string | null | undefined;
  /**
   * The path the site is served under (Volto 19's `subpathPrefix`), before the site path of a result's link to one of
   * the site's own pages; none by default.
   */
  sitePrefix?: string;
  /** Renders a link (Volto passes its router-aware link); a plain `<a>` by default. */
  ItemLink?: ComponentType<ItemLinkProps>;
  [blockProp: string]: unknown;
}

function PlainLink({ href, children }: ItemLinkProps) {
  return <a href={href}>{children}</a>;
}

/** The results with their titles and links, then the "more" link when the listing has one. */
export function SocialLinksListing({
  items,
  linkTitle,
  linkHref,
  isEditMode = false,
  headlineTag,
  networks,
  size,
  itemHref,
  sitePrefix,
  ItemLink = PlainLink,
}: SocialLinksListingProps) {
  const results = Array.isArray(items) ? items.filter(isPlainObject) : [];
  const hrefOf = (item: Record<string, unknown>) => safeHref(itemHref ? itemHref(item) : item['@id']);
  // The "more" link goes to the address an editor chose, whatever the type of what is there (a File is not downloaded).
  const moreHref = Array.isArray(linkHref) && isPlainObject(linkHref[0]) ? hrefOf({ '@id': linkHref[0]['@id'] }) : null;
  const TitleTag = titleTag(headlineTag);
  const moreText = (typeof linkTitle === 'string' && linkTitle.trim()) || moreHref;
  return (
    <>
      <div className="items socialmedia-listing" onClickCapture={isEditMode ? keepEditing : undefined}>
        {results.map((item, index) => {
          const title = firstText(item.title, item.id, item['@id']);
          const href = hrefOf(item);
          const description = firstText(item.description);
          return (
            <div key={`${index}-${firstText(item['@id'])}`} className="listing-item socialmedia-listing-item">
              <div className="listing-body">
                <TitleTag>
                  {href && !isEditMode ? (
                    <ItemLink href={href} item={item}>
                      {title}
                    </ItemLink>
                  ) : (
                    title
                  )}
                </TitleTag>
                {description && <p>{description}</p>}
              </div>
              <SummarySocialLinks item={item} networks={networks} size={size} sitePrefix={sitePrefix} />
            </div>
          );
        })}
      </div>
      {moreHref && moreText && (
        <div className="footer">
          {isEditMode ? (
            moreText
          ) : (
            <ItemLink href={moreHref} item={{ '@id': moreHref }}>
              {moreText}
            </ItemLink>
          )}
        </div>
      )}
    </>
  );
}

/** The heading one level below `headlineTag` (`h1` to `h5`); `h3` for anything else, as Volto's templates. */
function titleTag(headlineTag: unknown): 'h2' | 'h3' | 'h4' | 'h5' | 'h6' {
  const level = typeof headlineTag === 'string' && /^h[1-5]$/.test(headlineTag) ? Number(headlineTag[1]) : 2;
  return `h${level + 1}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
}

function firstText(...values: unknown[]): string {
  for (const value of values) if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return '';
}
