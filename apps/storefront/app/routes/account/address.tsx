import type { CustomerAddress } from '@beautyshop/store-api-client';
import {
  AddressCard,
  AddressForm,
  addressPayloadOf,
  addressValuesOf,
  Button,
  FormMessage,
  Link,
  Modal,
} from '@beautyshop/ui';
import { data, Form, redirect, useNavigate, useNavigation } from 'react-router';
import { actionFailureOf } from '../../account/actionFailure';
import { addressLines } from '../../account/addressLines';
import { textOf } from '../../account/formInput';
import { addressFieldLabel, fieldErrorsOf, noticeOf } from '../../account/formNotice';
import { formOptionsOf } from '../../account/formOptions.server';
import { accountHeaders } from '../../account/routeHeaders';
import { addressValuesFrom } from '../../checkout/checkoutForm';
import styles from '../../components/account/AccountPage.module.css';
import { addressFormLabels } from '../../components/checkout/checkoutLabels';
import { useHydrated } from '../../components/useHydrated';
import { translateFor } from '../../i18n/pageCatalogue';
import { localePath } from '../../locale/fromPath';
import { LOCALE_INFO } from '../../locale/locales';
import { localeOfMatches } from '../../locale/routeId';
import { useLocale, useTranslate } from '../../locale/useLocale';
import { accountRequestOf, privateHeaders, requireCustomer } from '../../session/accountSession.server';
import type { Route } from './+types/address';

const STATUS = {
  saved: 'account.address.saved',
  deleted: 'account.address.deleted',
  default: 'account.address.defaultChanged',
} as const;

/**
 * The address book. `?edit=new`, `?edit={id}` and `?delete={id}` open the create, edit and delete dialogs: as
 * modals once JavaScript runs, as forms on the page without it. An id that is not one of the customer's own
 * addresses opens nothing (spec 6: another customer's address is never shown).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await accountRequestOf(request, context);
  const customer = await requireCustomer(account);
  const url = new URL(request.url);
  const [addresses, options] = await Promise.all([
    account.storeApi.client.addresses.listAddresses(),
    formOptionsOf(account),
  ]);
  const countryName = new Map(options.countries.map((country) => [country.id, country.name]));
  const own = (id: string | null) =>
    id === null ? undefined : addresses.find((address) => address.id === id);
  const editId = url.searchParams.get('edit');
  const deleteId = url.searchParams.get('delete');
  const editing: CustomerAddress | 'new' | undefined = editId === 'new' ? 'new' : own(editId);
  const deleting = own(deleteId);
  const status = url.searchParams.get('status');
  return data(
    {
      ...options,
      addresses: addresses.map((address) => ({
        id: address.id,
        lines: addressLines(address, countryName.get(address.countryId)),
        defaultBilling: address.id === customer.defaultBillingAddressId,
        defaultShipping: address.id === customer.defaultShippingAddressId,
      })),
      editing:
        editing === 'new' || editing === undefined
          ? editing
          : {
              id: editing.id,
              values: addressValuesOf(editing),
            },
      deleting: deleting ? { id: deleting.id, lines: addressLines(deleting) } : undefined,
      notFound: (editId !== null && editing === undefined) || (deleteId !== null && deleting === undefined),
      status:
        status !== null && Object.hasOwn(STATUS, status)
          ? account.t(STATUS[status as keyof typeof STATUS])
          : undefined,
    },
    { headers: privateHeaders(account) },
  );
}

/** Create, update, delete and the two default switches; each success returns to the list (post, redirect, get). */
export async function action({ request, context }: Route.ActionArgs) {
  const account = await accountRequestOf(request, context);
  await requireCustomer(account);
  const form = await request.formData();
  const intent = textOf(form, 'intent');
  const addressId = textOf(form, 'addressId');
  const { addresses } = account.storeApi.client;
  const { t } = account;
  const back = (status: keyof typeof STATUS) =>
    redirect(`${account.path('/account/address')}?status=${status}`, { headers: privateHeaders(account) });
  try {
    switch (intent) {
      case 'create':
        await addresses.createAddress({ ...addressPayloadOf(addressValuesFrom(form, 'address')) });
        return back('saved');
      case 'update':
        await addresses.updateAddress(addressId, { ...addressPayloadOf(addressValuesFrom(form, 'address')) });
        return back('saved');
      case 'delete':
        await addresses.deleteAddress(addressId);
        return back('deleted');
      case 'default-billing':
        await addresses.setDefaultBillingAddress(addressId);
        return back('default');
      case 'default-shipping':
        await addresses.setDefaultShippingAddress(addressId);
        return back('default');
      default:
        throw new Response('Unknown form', { status: 400 });
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    const failure = actionFailureOf(error);
    const text =
      failure.kind === 'refused' && failure.code === 'CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT'
        ? t('account.address.isDefault')
        : failure.kind === 'refused' && failure.status === 404
          ? t('account.address.notFound')
          : t('account.validation.check');
    return data(
      {
        intent,
        values: addressValuesFrom(form, 'address'),
        errors: fieldErrorsOf(failure, t, (field) => addressFieldLabel(t, field)),
        notice: noticeOf(failure, t, text),
      },
      { status: failure.kind === 'refused' ? failure.status : 400, headers: privateHeaders(account) },
    );
  }
}

export const headers = accountHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const t = translateFor(matches, LOCALE_INFO[localeOfMatches(matches)].language);
  return [{ title: t('account.address.title') }, { name: 'robots', content: 'noindex' }];
}

export default function AddressPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslate();
  const { locale } = useLocale();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const listPath = localePath('/account/address', locale);
  const close = () => navigate(listPath, { preventScrollReset: true });
  const { editing, deleting } = loaderData;
  const formValues = actionData && actionData.intent !== 'delete' ? actionData.values : undefined;
  const editor =
    editing === undefined ? null : (
      <Form method="post" action={listPath} className={styles.dialogForm}>
        {actionData?.notice && (actionData.intent === 'create' || actionData.intent === 'update') ? (
          <FormMessage tone={actionData.notice.tone}>{actionData.notice.text}</FormMessage>
        ) : null}
        <input type="hidden" name="intent" value={editing === 'new' ? 'create' : 'update'} />
        {editing === 'new' ? null : <input type="hidden" name="addressId" value={editing.id} />}
        <AddressForm
          key={JSON.stringify(formValues ?? null)}
          name="address"
          legend={editing === 'new' ? t('account.address.add') : t('account.address.edit')}
          values={formValues ?? (editing === 'new' ? undefined : editing.values)}
          errors={actionData?.errors}
          salutations={loaderData.salutations}
          countries={loaderData.countries}
          state={navigation.state === 'submitting' ? 'loading' : 'idle'}
          labels={addressFormLabels(t)}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={navigation.state === 'submitting'}>
            {t('account.address.save')}
          </Button>
          <Link href={listPath}>{t('account.address.cancel')}</Link>
        </div>
      </Form>
    );
  const remover =
    deleting === undefined ? null : (
      <Form method="post" action={listPath} className={styles.actions}>
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="addressId" value={deleting.id} />
        <p>{deleting.lines.join(', ')}</p>
        <Button type="submit" variant="danger">
          {t('account.address.delete')}
        </Button>
        <Link href={listPath}>{t('account.address.cancel')}</Link>
      </Form>
    );
  const dialogTitle =
    editing === 'new'
      ? t('account.address.add')
      : editing
        ? t('account.address.edit')
        : t('account.address.deleteConfirm');
  const dialog = editor ?? remover;
  return (
    <>
      <h1>{t('account.address.title')}</h1>
      {loaderData.status ? <FormMessage tone="success">{loaderData.status}</FormMessage> : null}
      {loaderData.notFound ? <FormMessage tone="danger">{t('account.address.notFound')}</FormMessage> : null}
      {actionData?.intent !== 'create' && actionData?.intent !== 'update' && actionData?.notice ? (
        <FormMessage tone={actionData.notice.tone}>{actionData.notice.text}</FormMessage>
      ) : null}
      {dialog !== null && hydrated ? (
        <Modal
          open
          onClose={close}
          title={<span id="address-dialog-title">{dialogTitle}</span>}
          closeLabel={t('account.address.close')}
        >
          {dialog}
        </Modal>
      ) : null}
      {dialog !== null && !hydrated ? (
        <section className={styles.section} aria-labelledby="address-dialog-title">
          <h2 id="address-dialog-title">{dialogTitle}</h2>
          {dialog}
        </section>
      ) : null}
      <p>
        <Link href={`${listPath}?edit=new`}>{t('account.address.add')}</Link>
      </p>
      {loaderData.addresses.length === 0 ? <p>{t('account.address.empty')}</p> : null}
      <div className={styles.grid}>
        {loaderData.addresses.map((address) => (
          <AddressCard
            key={address.id}
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
                  <Form method="post" action={listPath}>
                    <input type="hidden" name="intent" value="default-billing" />
                    <input type="hidden" name="addressId" value={address.id} />
                    <Button type="submit" variant="ghost">
                      {t('account.address.makeBilling')}
                    </Button>
                  </Form>
                )}
                {address.defaultShipping ? null : (
                  <Form method="post" action={listPath}>
                    <input type="hidden" name="intent" value="default-shipping" />
                    <input type="hidden" name="addressId" value={address.id} />
                    <Button type="submit" variant="ghost">
                      {t('account.address.makeShipping')}
                    </Button>
                  </Form>
                )}
              </>
            }
          />
        ))}
      </div>
    </>
  );
}
