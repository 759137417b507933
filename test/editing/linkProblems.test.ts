// What the widget tells an editor about a link before it is saved.
import { countBlocking, findLinkProblems, targetProblem } from '../../src/editing/linkProblems';
import { readEditableLinks } from '../../src/editing/editableLinks';
import { storedLinks } from './storedLinks';

describe('targetProblem', () => {
  it.each(['https://x.com/plone', 'http://example.org', 'mailto:info@example.org', '/about', '  https://x.com/a  '])(
    'accepts %j',
    (url) => expect(targetProblem(url)).toBeNull(),
  );

  it('asks for an address when there is none', () => {
    expect(targetProblem('')).toBe('required');
    expect(targetProblem('   ')).toBe('required');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<b>x</b>',
    'vbscript:msgbox',
    'file:///etc/passwd',
    '//evil.example/x',
  ])('refuses the unsafe %j', (url) => expect(targetProblem(url)).toBe('unsafe'));

  it.each([
    'x.com/plone',
    'https://',
    'https://x.com/a b',
    'HTTPS://x.com/a b',
    'Mailto:info@example.org here',
    'java\tscript:alert(1)',
    'www.example.org',
  ])('calls %j incomplete', (url) => expect(targetProblem(url)).toBe('malformed'));
});

describe('findLinkProblems', () => {
  const known = (id: string) => ['x', 'facebook', 'github'].includes(id);

  it('finds nothing wrong with the stored links', () => {
    expect(
      findLinkProblems(readEditableLinks(storedLinks), known).every(
        (p) => !p.target && !p.networkMissing && p.duplicateOf === null,
      ),
    ).toBe(true);
  });

  it('flags the second link to a network, pointing at the first', () => {
    const links = readEditableLinks([...storedLinks, { ...storedLinks[0]!, '@id': 'other' }]);
    expect(findLinkProblems(links, known).map((p) => p.duplicateOf)).toEqual([null, null, null, 0]);
  });

  it('points every later link to a network at the first one, not at the one before it', () => {
    const links = readEditableLinks([
      ...storedLinks,
      { ...storedLinks[0]!, '@id': 'second' },
      { ...storedLinks[0]!, '@id': 'third' },
    ]);
    expect(findLinkProblems(links, known).map((p) => p.duplicateOf)).toEqual([null, null, null, 0, 0]);
  });

  it('flags a missing network as an error and an unknown one as a warning', () => {
    const links = readEditableLinks([
      { '@id': 'a', id: '', title: '', href: [{ '@id': 'https://example.org' }] },
      { '@id': 'b', id: 'myspace', title: 'Old', href: [{ '@id': 'https://myspace.com/x' }] },
    ]);
    expect(findLinkProblems(links, known).map((p) => [p.networkMissing, p.unknownNetwork])).toEqual([
      [true, false],
      [false, true],
    ]);
  });

  it("flags an address on another network's site as a warning, naming that network", () => {
    const links = readEditableLinks(storedLinks);
    const problems = findLinkProblems(links, known, (link) => (link.network === 'x' ? 'mastodon' : null));
    expect(problems.map((p) => p.addressNetwork)).toEqual(['mastodon', null, null]);
    expect(findLinkProblems(links, known).every((p) => p.addressNetwork === null)).toBe(true);
  });

  it("flags an address that is its network's home page as a warning, not an error, and never without a network", () => {
    const links = readEditableLinks([
      ...storedLinks,
      { '@id': 'a', id: '', title: '', href: [{ '@id': 'https://github.com/' }] },
    ]);
    const problems = findLinkProblems(links, known, undefined, (link) => link.network !== 'facebook');
    expect(problems.map((p) => p.homePage)).toEqual([true, false, true, false]);
    expect(countBlocking(problems)).toBe(1);
    expect(findLinkProblems(links, known).some((p) => p.homePage)).toBe(false);
  });

  it('names the tracking parameters of an address as a warning, not an error', () => {
    const links = readEditableLinks(storedLinks);
    const problems = findLinkProblems(links, known, undefined, undefined, (link) =>
      link.network === 'x' ? ['s', 't'] : [],
    );
    expect(problems.map((p) => p.tracking)).toEqual([['s', 't'], [], []]);
    expect(countBlocking(problems)).toBe(0);
    expect(findLinkProblems(links, known).every((p) => p.tracking.length === 0)).toBe(true);
  });

  it('asks no link without a network whose site its address is on', () => {
    const links = readEditableLinks([{ '@id': 'a', id: '', title: '', href: [{ '@id': 'https://github.com/x' }] }]);
    const asked: string[] = [];
    const problems = findLinkProblems(links, known, (link) => (asked.push(link.url), 'github'));
    expect(problems[0]!.addressNetwork).toBeNull();
    expect(asked).toEqual([]);
  });
});
