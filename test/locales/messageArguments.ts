// What a translation must keep of its message: the arguments, read with the ICU parser react-intl 3 itself uses
// (so `{count, plural, one {link} other {links}}` has one argument, `count`, not three).
import {
  isArgumentElement,
  isDateElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTimeElement,
  parse,
  type MessageFormatElement,
} from 'intl-messageformat-parser';

/**
 * `name:kind` for every argument a message uses (kind: argument, number, date, time, select, plural), sorted and
 * without repeats. A select lists its options (a translation must keep them); a plural is marked when it lacks the
 * `other` form every language needs. Throws when react-intl could not parse the message.
 */
export function messageArguments(message: string): string[] {
  const found = new Set<string>();
  collect(parse(message), found);
  return [...found].sort();
}

function collect(elements: MessageFormatElement[], found: Set<string>): void {
  for (const element of elements) {
    if (isPluralElement(element)) {
      found.add(`${element.value}:plural${'other' in element.options ? '' : ' without other'}`);
      for (const option of Object.values(element.options)) collect(option.value, found);
    } else if (isSelectElement(element)) {
      found.add(`${element.value}:select(${Object.keys(element.options).sort().join('|')})`);
      for (const option of Object.values(element.options)) collect(option.value, found);
    } else if (isNumberElement(element)) {
      found.add(`${element.value}:number`);
    } else if (isDateElement(element)) {
      found.add(`${element.value}:date`);
    } else if (isTimeElement(element)) {
      found.add(`${element.value}:time`);
    } else if (isArgumentElement(element)) {
      found.add(`${element.value}:argument`);
    }
  }
}
