// The normalisation of recorded exchanges before the mock-vs-Plone comparison keeps formats while hiding values.
import { createNormaliseContext, normaliseString, normaliseValue } from '../../scripts/plone/normalise';

const site = 'http://127.0.0.1:55123/Plone';

describe('normalising recorded exchanges', () => {
  it('replaces the site URL and any loopback port so two runs on different ports compare equal', () => {
    const context = createNormaliseContext([site]);
    expect(normaliseString(`${site}/news/@inherit`, context)).toBe('<site>/news/@inherit');
    expect(normaliseString('Resource not found: http://127.0.0.1:8080/Other', context)).toBe(
      'Resource not found: http://127.0.0.1:<port>/Other',
    );
  });

  it('numbers UUIDs per scenario and keeps their format, so a dashed UUID never passes for a Plone UID', () => {
    const context = createNormaliseContext([site]);
    const uid = '7e830e18646c499397e2fc1e6024f0fe';
    const dashed = '7e90497e-3ef4-473c-b781-7d7767ab9f1a';
    expect(normaliseValue({ a: uid, b: `${site}/resolveuid/${uid}`, c: dashed }, context)).toEqual({
      a: '<uuid32#1>',
      b: '<site>/resolveuid/<uuid32#1>',
      c: '<uuid36#2>',
    });
  });

  it('keeps the shape of a date but not its value, and keeps the never-published marker date as it is', () => {
    const context = createNormaliseContext([site]);
    expect(normaliseString('2026-11-22T00:06:11+00:00', context)).toBe('<date NNNN-NN-NNTNN:NN:NN+NN:NN>');
    expect(normaliseString('2026-11-22T00:06:11.123Z', context)).toBe('<date NNNN-NN-NNTNN:NN:NN.NNNZ>');
    expect(normaliseString('1969-12-31T00:00:00+00:00', context)).toBe('1969-12-31T00:00:00+00:00');
  });

  it('reduces a JWT to its payload keys with the expiry hidden, so a null fullname differs from an empty one', () => {
    const context = createNormaliseContext([site]);
    const token = (payload: object) =>
      `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.c2lnbmF0dXJl`;
    const a = normaliseString(token({ sub: 'admin', exp: 1795349188, fullname: null }), context);
    const b = normaliseString(token({ sub: 'admin', exp: 1700000000, fullname: null }), context);
    const c = normaliseString(token({ sub: 'admin', exp: 1700000000, fullname: '' }), context);
    expect(a).toBe('<jwt {"exp":"<number>","fullname":null,"sub":"admin"}>');
    expect(b).toBe(a);
    expect(c).not.toBe(a);
  });

  it('hides Python memory addresses and traceback lines but keeps that a traceback is a list of strings', () => {
    const context = createNormaliseContext([site]);
    const body = {
      message: "[{'message': 'malformed node or string on line 1: <ast.Name object at 0x7f31099bc9d0>'}]",
      traceback: ['File "/x/y.py", line 1', '    yield'],
    };
    expect(normaliseValue(body, context)).toEqual({
      message: "[{'message': 'malformed node or string on line 1: <ast.Name object at 0x<address>>'}]",
      traceback: ['<traceback lines>'],
    });
  });
});
