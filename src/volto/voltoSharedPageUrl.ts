// The address the Share block shares in Volto: the page's public URL (Volto's `settings.publicURL` and the content's
// path, as Volto's canonical link). The block's view shares it; its editor says when there is none yet.
import { sharedPageUrl } from '../core/sharedPageUrl';
import { activeConfig } from './activeConfig';

/** The public URL of the page whose content Volto passes as a block's `properties`; `null` before it is saved. */
export function voltoSharedPageUrl(properties: unknown): string | null {
  const settings = (activeConfig()?.settings ?? {}) as Record<string, unknown>;
  return sharedPageUrl({
    content: properties,
    publicUrl: settings.publicURL,
    backendUrls: [settings.apiPath, settings.internalApiPath],
  });
}
