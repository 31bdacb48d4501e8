import { ValidationFailed } from '../shared/errors.js';
import { validate } from '../shared/validation.js';
import { noteAge, noteEditSchema, noteFormSchema, recentNotesSince } from './note.rules.js';

const errorsOf = (input: unknown) => {
  try {
    validate(noteFormSchema, input);
  } catch (error) {
    return (error as ValidationFailed).errors;
  }
  return {};
};

describe('A quick note', () => {
  it('keeps a title of up to 30 characters and the content, trimmed', () => {
    expect(validate(noteFormSchema, { title: `  ${'t'.repeat(30)} `, content: ' Llamar a María \n' })).toEqual({
      title: 't'.repeat(30),
      content: 'Llamar a María',
    });
  });

  it('needs a title of at most 30 characters and some content, with the spec’s messages', () => {
    expect(errorsOf({})).toEqual({ title: 'El título es obligatorio', content: 'El contenido es obligatorio' });
    expect(errorsOf({ title: '   ', content: ' \n\t ' })).toEqual({ title: 'El título es obligatorio', content: 'El contenido es obligatorio' });
    expect(errorsOf({ title: 't'.repeat(31), content: 'x' })).toEqual({ title: 'El título no puede exceder 30 caracteres' });
    expect(errorsOf({ title: 7, content: ['x'] })).toEqual({ title: 'El título es obligatorio', content: 'El contenido es obligatorio' });
  });

  it('says which field failed first in the message', () => {
    expect(() => validate(noteFormSchema, { title: 'Ok', content: '' })).toThrow('El contenido es obligatorio');
  });

  it('takes an edit’s version only as a positive whole number', () => {
    expect(validate(noteEditSchema, { title: 'a', content: 'b', version: 3 }).version).toBe(3);
    expect(validate(noteEditSchema, { title: 'a', content: 'b' }).version).toBeUndefined();
    expect(() => validate(noteEditSchema, { title: 'a', content: 'b', version: '3' })).toThrow('La versión de la nota no es válida');
  });

  it('is recent within 7 days of its creation and older after that', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(recentNotesSince(now)).toEqual(new Date('2026-11-15T10:00:00Z'));
    expect(noteAge(new Date('2026-11-15T10:00:00Z'), now)).toBe('recent');
    expect(noteAge(new Date('2026-11-15T09:59:59Z'), now)).toBe('older');
    expect(noteAge(now, now)).toBe('recent');
  });
});
