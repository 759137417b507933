// The control panels' permissions are written by hand beside the recorded list: each recorded panel must have its
// entry, or a Site Administrator would silently lose it (an unknown panel counts as a manager's).
import { describe, expect, test } from 'vitest';
import { mayUsePanel, PANEL_ROLES } from '../../../src/mock/model/controlPanelPermissions';
import { RECORDED_CONTROLPANELS } from '../../../src/mock/model/recordedServices';
import { createUser } from '../../../src/mock/model/users';

const names = RECORDED_CONTROLPANELS.map((panel) => panel['@id'].split('/').pop()!);

describe('control panel permissions', () => {
  test('name the roles of every recorded panel, and of no other', () => {
    expect(Object.keys(PANEL_ROLES).sort()).toEqual([...names].sort());
  });

  test('offer a manager every panel, a Site Administrator those without Manage portal or Imaging, a member none', () => {
    const manager = createUser({ id: 'm', password: 'm', roles: ['Manager'] });
    const administrator = createUser({ id: 's', password: 's', roles: ['Site Administrator'] });
    const member = createUser({ id: 'u', password: 'u' });
    expect(names.filter((name) => mayUsePanel(name, manager))).toEqual(names);
    expect(names.filter((name) => !mayUsePanel(name, administrator))).toEqual([
      'volto-settings',
      'dexterity-types',
      'imaging',
    ]);
    expect(names.filter((name) => mayUsePanel(name, member))).toEqual([]);
  });
});
