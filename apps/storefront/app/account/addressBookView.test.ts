import { describe, expect, it } from 'vitest';
import { isAddressBookStatus } from './addressBookView';

describe('the address book status in the URL', () => {
  it('says saved, deleted or default changed after a change', () => {
    expect(['saved', 'deleted', 'default'].every(isAddressBookStatus)).toBe(true);
  });

  it('says nothing for any other value, so a link cannot put words on the page', () => {
    expect(isAddressBookStatus('Ihr Konto wurde gesperrt')).toBe(false);
    expect(isAddressBookStatus('toString')).toBe(false);
    expect(isAddressBookStatus(null)).toBe(false);
  });
});
