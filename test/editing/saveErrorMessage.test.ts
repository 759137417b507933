// How a failed save is explained, and how Plone's validation messages are read.
import { ploneValidationErrors, saveErrorMessage } from '../../src/editing/saveErrorMessage';
import { controlPanelMessages as messages } from '../../src/editing/controlPanelMessages';

describe('ploneValidationErrors', () => {
  it('reads the Python repr plone.restapi sends', () => {
    expect(
      ploneValidationErrors(
        "[{'message': 'Wrong contained type', 'field': 'social_links', 'error': 'ValidationError'}]",
      ),
    ).toEqual([{ field: 'social_links', message: 'Wrong contained type' }]);
  });

  it('reads the order of the null-on-required error and messages with quotes or None', () => {
    expect(
      ploneValidationErrors(
        `[{'field': 'title', 'message': "Title can't be None", 'error': 'ValidationError'}, {'message': 'Invariant', 'error': None}]`,
      ),
    ).toEqual([
      { field: 'title', message: "Title can't be None" },
      { field: null, message: 'Invariant' },
    ]);
  });

  it('keeps a message that is no list as it is', () => {
    expect(ploneValidationErrors('Constraint not satisfied')).toEqual([
      { field: null, message: 'Constraint not satisfied' },
    ]);
  });
});

describe('saveErrorMessage', () => {
  it.each([
    [{ status: 400, type: 'BadRequest', message: '[]' }, messages.errorValidation],
    [{ status: 401, type: 'Unauthorized', message: 'x' }, messages.errorUnauthorized],
    [{ status: 403, type: 'Forbidden', message: 'x' }, messages.errorUnauthorized],
    [{ status: 403, type: 'Forbidden', message: 'Resource is locked.' }, messages.errorLocked],
    [{ status: 404, type: 'NotFound', message: 'x' }, messages.errorNotFound],
    [{ status: 502, type: 'HTTPError', message: 'x' }, messages.errorServer],
    [{ status: null, type: 'NetworkError', message: 'fetch failed' }, messages.errorNetwork],
    [{ status: 418, type: 'Teapot', message: 'short and stout' }, messages.errorOther],
  ])('explains %j', (error, expected) => {
    expect(saveErrorMessage(error).message).toBe(expected);
  });
});
