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
  /** The address of a result (Volto passes one that makes backend URLs site-relative); its `@id` by default. */
  itemHref?: (item: Record<string, unknown>) => string | null | undefined;
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
  networks,
  size,
  itemHref,
  ItemLink = PlainLink,
}: SocialLinksListingProps) {
  const results = Array.isArray(items) ? items.filter(isPlainObject) : [];
  const moreHref = safeHref(Array.isArray(linkHref) && isPlainObject(linkHref[0]) ? linkHref[0]['@id'] : undefined);
  const moreText = (typeof linkTitle === 'string' && linkTitle.trim()) || moreHref;
  return (
    <>
      <div className="items socialmedia-listing" onClickCapture={isEditMode ? keepEditing : undefined}>
        {results.map((item, index) => {
          const title = firstText(item.title, item.id, item['@id']);
          const href = safeHref(itemHref ? itemHref(item) : item['@id']);
          const description = firstText(item.description);
          return (
            <div key={`${index}-${firstText(item['@id'])}`} className="listing-item socialmedia-listing-item">
              <div className="listing-body">
                <h3>
                  {href && !isEditMode ? (
                    <ItemLink href={href} item={item}>
                      {title}
                    </ItemLink>
                  ) : (
                    title
                  )}
                </h3>
                {description && <p>{description}</p>}
              </div>
              <SummarySocialLinks item={item} networks={networks} size={size} />
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

function firstText(...values: unknown[]): string {
  for (const value of values) if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return '';
}
