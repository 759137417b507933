// New links get a version 4 UUID, also where crypto.randomUUID is missing.
import { formatUuidV4, newLinkId } from '../../src/editing/newLinkId';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newLinkId', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes a different UUID each time', () => {
    const ids = new Set(Array.from({ length: 50 }, newLinkId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID);
  });

  it('makes UUIDs without crypto.randomUUID (not a secure context)', () => {
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes.fill(0xff) });
    expect(newLinkId()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });

  it('makes UUIDs without any crypto at all', () => {
    vi.stubGlobal('crypto', undefined);
    expect(newLinkId()).toMatch(UUID);
  });

  it('sets the version and variant bits', () => {
    expect(formatUuidV4(new Uint8Array(16))).toBe('00000000-0000-4000-8000-000000000000');
  });
});
