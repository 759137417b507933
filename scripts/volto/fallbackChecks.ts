// The navigation-root fallback in the real Volto build, as an anonymous visitor (and a crawler) gets the page: a
// published page inside a private folder, whose content the reference backend serves without the settings (their
// closest provider is not viewable: backend/FINDINGS.md, "The chain walk"), still shows the site's links and social
// head tags, server-rendered, for exactly one backend request more (`@inherit` of its navigation root). Against the
// mock, whose contract gives the first viewable provider's settings (a documented deviation), the same page carries
// its settings and costs no request more.
import type { CheckList } from './checks';
import { renderPage, type SsrContext } from './ssrChecks';
import { JSDOM } from './jsdom';

/** The mock's published page in a private folder (its settings come with it: the mock's contract). */
export const MOCK_FALLBACK = '/internal/handbook';

/** Reads `url` anonymously as JSON (the harness's own view of the backend, not Volto's). */
async function anonymousJson(url: string): Promise<Record<string, any>> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as Record<string, any>;
}

/**
 * Checks the SSR of `path`: whether the backend left the settings out of its content (`expectFallback`: the live
 * Plone does, the mock does not), the navigation root's links in the page's slot and its social head tags, and the
 * `@inherit` requests the render made (one when the settings were left out, none otherwise).
 */
export async function checkNavRootFallback(
  checks: CheckList,
  context: SsrContext,
  path: string,
  expectFallback: boolean,
): Promise<void> {
  const scoped = checks.scoped(`navigation-root fallback, SSR ${path}`);
  await scoped.step('renders', async () => {
    const behavior = encodeURIComponent(context.settingsBehavior);
    const content = await anonymousJson(
      `${context.backendUrl}/++api++${path}?expand=inherit,navroot&expand.inherit.behaviors=${behavior}`,
    );
    const left = !(context.settingsBehavior in (content['@components']?.inherit ?? {}));
    scoped.check(
      expectFallback
        ? 'the backend leaves the settings out of the content (their closest provider is private)'
        : 'the backend serves the settings with the content',
      left === expectFallback,
      JSON.stringify(content['@components']?.inherit),
    );
    const navRootUrl: string = content['@components']?.navroot?.navroot?.['@id'] ?? context.backendUrl;
    const navRootPath = navRootUrl.replace(context.backendUrl, '');
    const navRoot = await anonymousJson(
      `${context.backendUrl}/++api++${navRootPath}/@inherit?expand.inherit.behaviors=${behavior}`,
    );
    const settings = (left ? navRoot : content['@components'].inherit)[context.settingsBehavior]?.data ?? {};
    const hrefs: string[] = (settings.social_links ?? []).map((link: any) => link.href?.[0]?.['@id']);
    scoped.check('the settings to show have links', hrefs.length > 0, JSON.stringify(settings));

    const render = await renderPage(context, path);
    scoped.check('answers 200', render.status === 200, `status ${render.status}`);
    const inheritRequests = render.backendRequests.filter((line) => line.includes('/@inherit'));
    scoped.check(
      `makes ${expectFallback ? 'exactly one' : 'no'} request for the navigation root's settings`,
      inheritRequests.length === (expectFallback ? 1 : 0) &&
        inheritRequests.every((line) => line.endsWith(' 200') && line.includes(`${navRootPath}/@inherit?`)),
      render.backendRequests.join('\n'),
    );
    const dom = new JSDOM(render.html);
    try {
      const document = dom.window.document;
      const shown = [...document.querySelectorAll('.socialmedia-slot a[href]')].map((a) => a.getAttribute('href'));
      scoped.check(
        'shows the site’s links in the slot',
        JSON.stringify(shown) === JSON.stringify(hrefs),
        `shown ${JSON.stringify(shown)}, expected ${JSON.stringify(hrefs)}`,
      );
      const meta = (key: string) =>
        [...document.querySelectorAll('head meta')]
          .filter((tag) => (tag.getAttribute('property') ?? tag.getAttribute('name')) === key)
          .map((tag) => tag.getAttribute('content'));
      if (settings.share_social_data !== false && settings.facebook_app_id) {
        scoped.check(
          'writes fb:app_id from those settings',
          JSON.stringify(meta('fb:app_id')) === JSON.stringify([settings.facebook_app_id]),
          JSON.stringify(meta('fb:app_id')),
        );
      }
      if (settings.share_social_data !== false && settings.x_username) {
        scoped.check(
          'writes twitter:site from those settings',
          JSON.stringify(meta('twitter:site')) === JSON.stringify([`@${settings.x_username}`]),
          JSON.stringify(meta('twitter:site')),
        );
      }
    } finally {
      dom.window.close();
    }
  });
}
