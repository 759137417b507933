// A client of the fixtures' site whose requests a fake fetch records and answers.
import { createClient } from '../../src/client/createClient';
import { SITE } from '../contract/fixtures';
import { fakeFetch } from './fakeFetch';

/** The client, with the fake's `requests`, `last()` and the rest of its record. */
export function setup(
  answer?: Parameters<typeof fakeFetch>[0],
  options: Partial<Parameters<typeof createClient>[0]> = {},
) {
  const fake = fakeFetch(answer);
  const client = createClient({ baseUrl: SITE, fetch: fake.fetch, ...options });
  return { ...fake, client };
}
