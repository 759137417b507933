// The control panel as Volto's server renders it the first time after it starts. The editors are lazy chunks, and
// react-dom's renderToString cannot wait for one: an editor not loaded by then left its part of the page to the
// browser, which reported React's error 419 to the editor who opened the panel first after a deploy.
import { backendToken } from './backends';
import type { CheckList } from './checks';

export interface PanelServerRenderOptions {
  voltoUrl: string;
  /** Where to log in (the backend itself, not Volto). */
  backendUrl: string;
  user: string;
  password: string;
  panelPath: string;
}

/** Must run before anything else renders the panel on this Volto server: it checks the server's first render. */
export async function checkFirstPanelRender(checks: CheckList, options: PanelServerRenderOptions): Promise<void> {
  const token = await backendToken(options.backendUrl, options.user, options.password);
  const response = await fetch(`${options.voltoUrl}${options.panelPath}`, {
    headers: { Cookie: `auth_token=${token}` },
  });
  const html = await response.text();
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  checks.check(
    `the server's first render of ${options.panelPath} after it started holds the panel, none of it left to the browser`,
    response.status === 200 &&
      html.includes('socialmedia-controlpanel') &&
      !html.includes('<!--$!-->') &&
      !html.includes('socialmedia-editor-loading'),
    `status ${response.status}, title "${title}", ${html.includes('<!--$!-->') ? 'a boundary left to the browser' : ''}`,
  );
  checks.check(
    `the server's first render of ${options.panelPath} is titled "Social Media"`,
    title === 'Social Media',
    `title "${title}"`,
  );
}
