import { AddressCard, AddressForm, Button, FormMessage, Link, Modal, useHydrated } from '@beautyshop/ui';
import type { ReactNode } from 'react';
import { Form, useNavigate, useNavigation } from 'react-router';
import type { AddressActionFailure, AddressBookEntry, AddressBookView } from '../../account/addressBookView';
import { localePath } from '../../locale/fromPath';
import { useLocale, useTranslate } from '../../locale/useLocale';
import { addressFormLabels } from '../checkout/checkoutLabels';
import styles from './AccountPage.module.css';

export interface AddressBookPageProps {
  view: AddressBookView;
  failure: AddressActionFailure | undefined;
}

function IntentButton({
  intent,
  addressId,
  children,
}: {
  intent: string;
  addressId: string;
  children: ReactNode;
}) {
  const { locale } = useLocale();
  return (
    <Form method="post" action={localePath('/account/address', locale)}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="addressId" value={addressId} />
      <Button type="submit" variant="ghost">
        {children}
      </Button>
    </Form>
  );
}

function AddressEntry({ address, listPath }: { address: AddressBookEntry; listPath: string }) {
  const t = useTranslate();
  return (
    <AddressCard
      lines={address.lines}
      badges={[
        ...(address.defaultBilling ? [t('account.address.defaultBilling')] : []),
        ...(address.defaultShipping ? [t('account.address.defaultShipping')] : []),
      ]}
      actions={
        <>
          <Link href={`${listPath}?edit=${address.id}`}>{t('account.address.edit')}</Link>
          {address.defaultBilling || address.defaultShipping ? null : (
            <Link href={`${listPath}?delete=${address.id}`}>{t('account.address.delete')}</Link>
          )}
          {address.defaultBilling ? null : (
            <IntentButton intent="default-billing" addressId={address.id}>
              {t('account.address.makeBilling')}
            </IntentButton>
          )}
          {address.defaultShipping ? null : (
            <IntentButton intent="default-shipping" addressId={address.id}>
              {t('account.address.makeShipping')}
            </IntentButton>
          )}
        </>
      }
    />
  );
}

/** The create and edit form; the values typed before a refusal come back into it. */
function AddressEditor({ view, failure, listPath }: AddressBookPageProps & { listPath: string }) {
  const t = useTranslate();
  const navigation = useNavigation();
  const { editing } = view;
  if (editing === undefined) return null;
  const ownFailure = failure?.intent === 'create' || failure?.intent === 'update' ? failure : undefined;
  const submitting = navigation.state === 'submitting';
  // The post names the address it edits in its URL too: without JavaScript the page it answers with a refusal
  // is rendered for that URL, which opens this form again with what was typed and the errors.
  const action = `${listPath}?edit=${encodeURIComponent(editing === 'new' ? 'new' : editing.id)}`;
  return (
    <Form method="post" action={action} className={styles.dialogForm}>
      {ownFailure ? <FormMessage tone={ownFailure.notice.tone}>{ownFailure.notice.text}</FormMessage> : null}
      <input type="hidden" name="intent" value={editing === 'new' ? 'create' : 'update'} />
      {editing === 'new' ? null : <input type="hidden" name="addressId" value={editing.id} />}
      <AddressForm
        key={JSON.stringify(ownFailure?.values ?? null)}
        name="address"
        legend={editing === 'new' ? t('account.address.add') : t('account.address.edit')}
        values={
          ownFailure?.values ?? (editing === 'new' ? { countryId: view.defaultCountryId } : editing.values)
        }
        errors={ownFailure?.errors}
        salutations={view.salutations}
        countries={view.countries}
        state={submitting ? 'loading' : 'idle'}
        labels={addressFormLabels(t)}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={submitting}>
          {t('account.address.save')}
        </Button>
        <Link href={listPath}>{t('account.address.cancel')}</Link>
      </div>
    </Form>
  );
}

function AddressRemover({ view, listPath }: { view: AddressBookView; listPath: string }) {
  const t = useTranslate();
  if (view.deleting === undefined) return null;
  return (
    <Form method="post" action={listPath} className={styles.actions}>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="addressId" value={view.deleting.id} />
      <p>{view.deleting.lines.join(', ')}</p>
      <Button type="submit" variant="danger">
        {t('account.address.delete')}
      </Button>
      <Link href={listPath}>{t('account.address.cancel')}</Link>
    </Form>
  );
}

/**
 * The address book. The create, edit and delete dialogs open from the URL: as modals once JavaScript runs, as
 * forms on the page without it, so every change works as a plain form.
 */
export function AddressBookPage({ view, failure }: AddressBookPageProps) {
  const t = useTranslate();
  const { locale } = useLocale();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const listPath = localePath('/account/address', locale);
  const dialogOpen = view.editing !== undefined || view.deleting !== undefined;
  const dialog =
    view.editing !== undefined ? (
      <AddressEditor view={view} failure={failure} listPath={listPath} />
    ) : (
      <AddressRemover view={view} listPath={listPath} />
    );
  const dialogTitle =
    view.editing === 'new'
      ? t('account.address.add')
      : view.editing
        ? t('account.address.edit')
        : t('account.address.deleteConfirm');
  const pageNotice =
    failure && failure.intent !== 'create' && failure.intent !== 'update' ? failure.notice : undefined;
  return (
    <>
      <h1>{t('account.address.title')}</h1>
      {view.status ? <FormMessage tone="success">{view.status}</FormMessage> : null}
      {view.notFound ? <FormMessage tone="danger">{t('account.address.notFound')}</FormMessage> : null}
      {pageNotice ? <FormMessage tone={pageNotice.tone}>{pageNotice.text}</FormMessage> : null}
      {dialogOpen && hydrated ? (
        <Modal
          open
          onClose={() => navigate(listPath, { preventScrollReset: true })}
          title={<span id="address-dialog-title">{dialogTitle}</span>}
          closeLabel={t('account.address.close')}
        >
          {dialog}
        </Modal>
      ) : null}
      {dialogOpen && !hydrated ? (
        <section className={styles.section} aria-labelledby="address-dialog-title">
          <h2 id="address-dialog-title">{dialogTitle}</h2>
          {dialog}
        </section>
      ) : null}
      <p>
        <Link href={`${listPath}?edit=new`}>{t('account.address.add')}</Link>
      </p>
      {view.addresses.length === 0 ? <p>{t('account.address.empty')}</p> : null}
      <div className={styles.grid}>
        {view.addresses.map((address) => (
          <AddressEntry key={address.id} address={address} listPath={listPath} />
        ))}
      </div>
    </>
  );
}
