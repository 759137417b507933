// Values that change with every run or with the site's history are hidden before comparing, keeping their kind.
import { createNormaliseContext, normaliseValue } from '../../scripts/plone/normalise';

describe('normalising run-dependent values', () => {
  it('hides a lock time and token, and the CMF object counter, whatever their digits', () => {
    const context = createNormaliseContext(['http://127.0.0.1:8080/Plone']);
    const plone = {
      time: 1795447651.0078237,
      token: '0.05583125513504705-0.8551616953149908-00105A989226:1795447651.008',
    };
    const mock = { time: 1795447666.073, token: '0.698854644057-0.12237286580-DB9A5CA18BFA:1795447666.073' };
    expect(normaliseValue(plone, context)).toEqual(normaliseValue(mock, context));
    expect(normaliseValue({ cmf_uid: 69 }, context)).toEqual(normaliseValue({ cmf_uid: 3 }, context));
  });

  it('keeps a login token, a timeout and a missing counter as they are', () => {
    const context = createNormaliseContext([]);
    expect(normaliseValue({ token: 'not-a-lock-token', timeout: 600, cmf_uid: null }, context)).toEqual({
      token: 'not-a-lock-token',
      timeout: 600,
      cmf_uid: null,
    });
  });
});
