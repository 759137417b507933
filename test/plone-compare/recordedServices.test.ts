// The site-wide answers the mock serves as Plone recorded them (@site, @querystring, @controlpanels, @system) are
// generated from backend/captured/, never edited by hand: the checked-in module must be the generator's output.
import { readFileSync } from 'node:fs';
import {
  recordedServicesModule,
  renderRecordedServices,
  RECORDED_SERVICES,
} from '../../scripts/plone/recordedServices';
import * as recorded from '../../src/mock/model/recordedServices';

describe('the recorded site-wide services the mock serves', () => {
  it('src/mock/model/recordedServices.ts is what the generator writes from backend/captured (run it after a capture)', async () => {
    expect(readFileSync(recordedServicesModule, 'utf8')).toBe(await renderRecordedServices());
  });

  it('exports one constant per recorded service, each holding the recorded answer', () => {
    for (const { name, file } of RECORDED_SERVICES) {
      const captured: unknown = JSON.parse(readFileSync(`backend/captured/${file}`, 'utf8'));
      expect((recorded as Record<string, unknown>)[name], name).toEqual(captured);
    }
  });
});
