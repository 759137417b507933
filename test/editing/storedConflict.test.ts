// Which of the fields an administrator changed in the control panel someone else saved meanwhile: the panel stops a
// save on those only, and never on a field both changed to the same value.
import { conflictingFields } from '../../src/editing/storedConflict';
import type { PanelValues } from '../../src/editing/loadPanelSettings';

const base: PanelValues = { share_social_data: true, facebook_app_id: '', social_links: [] };

describe('conflictingFields', () => {
  it('stops on a field someone else saved to another value than hers', () => {
    const mine = { ...base, facebook_app_id: '8', share_social_data: false };
    const theirs = { ...base, facebook_app_id: '7', share_social_data: false };
    expect(conflictingFields(['facebook_app_id', 'share_social_data'], base, mine, theirs)).toEqual([
      'facebook_app_id',
    ]);
  });

  it('lets a save through when the other editor saved what she saves', () => {
    const same = { ...base, facebook_app_id: '7' };
    expect(conflictingFields(['facebook_app_id'], base, same, { ...same })).toEqual([]);
  });
});
