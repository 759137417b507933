// The Share block's view in Volto: the components' block view, sharing the page's public URL (Volto's
// `settings.publicURL` and the content's path, as Volto's canonical link) and its title. Its own chunk, loaded only
// by pages that show the block (through loadableViews.tsx).
import { ShareBlockView } from '../components/ShareBlockView';
import type { ShareBlockData } from '../components/ShareBlockView';
import { voltoSharedPageUrl } from './voltoSharedPageUrl';

/** The props Volto's block renderer passes (the ones used here). */
export interface ShareBlockVoltoViewProps {
  data?: ShareBlockData | null;
  /** The page's content, as Volto's `RenderBlocks` passes it. */
  properties?: Record<string, unknown> | null;
  [voltoProp: string]: unknown;
}

/** Volto's block view contract: `data` is the block, `properties` the page. The default export, for the loadable. */
export default function ShareBlockVoltoView({ data, properties }: ShareBlockVoltoViewProps) {
  return <ShareBlockView data={data} url={voltoSharedPageUrl(properties)} title={properties?.title} />;
}
