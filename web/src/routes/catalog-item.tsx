import type { UseQueryResult } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useCallback } from 'react';
import { useParams } from 'react-router';
import { ItemAction, type ItemActionKind, useBuyFromAddress } from '../components/ui/item-action';
import { type CardImage, detailImageSizes, ItemImage } from '../components/ui/item-image';
import { LoadingMessage } from '../components/ui/loading-message';
import { listPage } from '../components/ui/page-width';
import { useAuth } from '../features/auth/use-auth';
import { PaymentResult } from '../features/payments/components/payment-result';
import { SecurePaymentNote } from '../features/payments/components/secure-payment-note';
import { usePayment } from '../features/payments/use-payment';
import { useDocumentTitle } from '../lib/document-title';
import { Link } from '../lib/link';

const secondaryButton =
  'inline-flex items-center justify-center rounded-lg border border-brand-600 bg-white px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50';

/** What the page reads of every kind's item. */
interface CatalogItem extends CardImage {
  id: string;
  name: string;
  about: string;
  previewLink: string | null;
}

/** What one catalog kind's item page is made of; the rest of the page is the same for every kind. */
export interface ItemDetailKind<Item extends CatalogItem> {
  /** What a payment for it is for. */
  itemType: 'note' | 'project';
  /** The list the page leads back to: its address and the link's words ('All notes'). */
  list: { path: string; label: string };
  useItem: (id: string) => UseQueryResult<Item>;
  /**
   * May the signed-in user download it (bought, or free): asked only with a user id, and always
   * of the server, never of what the browser remembers (decision 1).
   */
  useOwned: (id: string, userId: string | undefined) => UseQueryResult<boolean>;
  price: (item: Item) => string;
  downloadUrl: (id: string) => string;
  /** For a kind that may be free (notes): which items are, and what their page says instead. */
  free?: { is: (item: Item) => boolean; label: string; logIn: string };
  texts: {
    /** The document title while the item loads ('Note'), and its heading then ('Note details'). */
    title: string;
    loading: string;
    imageAlt: (name: string) => string;
    /** The preview link's words. */
    preview: string;
    /** The primary button: to buy, at the price; to download, once owned; while ownership is asked. */
    buy: (price: string) => string;
    download: string;
    checking: string;
    /** What is bought, in 'Please turn it on and reload this page to buy …' ('the note'). */
    bought: string;
    /** The line a visitor reads under the button. */
    logIn: string;
  };
  /** What stands between the item's about line and its buttons (pages, technologies, price). */
  facts: (item: Item) => ReactNode;
  /** The space above the buttons: a project's price line stands close above them. */
  buttonsMargin: 'mt-4' | 'mt-6';
  /** What stands under the picture and the buttons, across the page (a note's covered topics). */
  more?: (item: Item) => ReactNode;
  /** The document title when the item could not be loaded; the kind's own (`texts.title`) without. */
  failedTitle: (error: Error) => string | undefined;
  /** The page when there is no item to show: not found, or not loaded. */
  Failed: ComponentType<{ error: Error | null }>;
  /** A refused session on buying ends it here too (projects), rather than only going to /login. */
  endSessionWhenRefused?: boolean;
}

/**
 * The page the note and project routes share. It lives with the routes because it brings three
 * features together (the catalog, payments and the session), which a feature may not do (the
 * boundaries rule in biome.json; decision 63).
 *
 * A catalog item's page (/notes/{id}, /projects/{id}): its picture, name and about line, the kind's
 * facts, and the one button that buys it, downloads it, or leads a visitor to log in. Whether it is
 * owned comes only from the server (decision 1). The button is a link that works before the script
 * has loaded: a Buy link followed then comes back with `?buy=1`, which opens the checkout once the
 * page can (item-action.tsx).
 */
export function ItemDetail<Item extends CatalogItem>({ kind }: { kind: ItemDetailKind<Item> }) {
  const { texts, itemType } = kind;
  const { id = '' } = useParams();
  const { user, logout } = useAuth();
  const { data: item, error, isLoading } = kind.useItem(id);
  const free = item && kind.free?.is(item) ? kind.free : undefined;
  // Only an item for sale needs the check; a visitor owns none (spec section 4).
  const owned = kind.useOwned(id, item && !free ? user?.id : undefined);
  const payment = usePayment(user, kind.endSessionWhenRefused ? { onSessionExpired: logout } : {});
  const { pay } = payment;
  const { refetch } = owned;
  const buy = useCallback(() => {
    if (!item) return;
    void pay({ itemType, id: item.id, name: item.name }, { refresh: () => refetch() });
  }, [item, itemType, pay, refetch]);
  const buyWanted = useBuyFromAddress(
    Boolean(user && item && !free && owned.isSuccess && !owned.data),
    buy,
  );
  useDocumentTitle(
    item?.name ?? (error ? kind.failedTitle(error) : undefined) ?? texts.title,
    item?.about,
  );

  if (isLoading) {
    return (
      <div className={listPage}>
        <h1 className="text-2xl font-bold text-slate-900">{texts.loading}</h1>
        <LoadingMessage />
      </div>
    );
  }
  if (error || !item) {
    const { Failed } = kind;
    return <Failed error={error} />;
  }

  const hasAccess = owned.data === true;
  const checking = Boolean(user) && !free && owned.isFetching && !hasAccess;

  const price = kind.price(item);
  const downloadHref = kind.downloadUrl(item.id);
  const label = free ? free.label : hasAccess ? texts.download : texts.buy(price);
  const action: ItemActionKind = !user
    ? { kind: 'login' }
    : free || hasAccess
      ? { kind: 'download', href: downloadHref }
      : { kind: 'buy', buy };
  const busyLabel = payment.busy ? 'Processing...' : checking ? texts.checking : null;

  return (
    <div className={listPage}>
      <Link
        to={kind.list.path}
        className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline"
      >
        <span aria-hidden="true">←</span>
        {` ${kind.list.label}`}
      </Link>
      <article className="mt-4">
        <div className="grid gap-6 md:grid-cols-2 md:gap-10">
          <ItemImage
            image={item}
            alt={texts.imageAlt(item.name)}
            eager="first"
            sizes={detailImageSizes}
            className="rounded-2xl border border-slate-200"
          />
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
              {item.name}
            </h1>
            <p className="mt-3 text-slate-700">{item.about}</p>
            {kind.facts(item)}
            <div className={`${kind.buttonsMargin} flex flex-col gap-3 sm:flex-row sm:flex-wrap`}>
              <ItemAction action={action} label={label} busyLabel={busyLabel} />
              {item.previewLink && (
                <a
                  href={item.previewLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={secondaryButton}
                >
                  {texts.preview}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              )}
            </div>
            {buyWanted && (
              <noscript>
                <p className="mt-3 text-sm font-medium text-red-800">
                  {'Paying needs JavaScript, which is turned off in this browser. Please turn ' +
                    `it on and reload this page to buy ${texts.bought}.`}
                </p>
              </noscript>
            )}
            {!free && !hasAccess && <SecurePaymentNote price={price} />}
            {!user && (
              <p className="mt-3 text-sm text-slate-600">{free ? free.logIn : texts.logIn}</p>
            )}
            <PaymentResult
              notice={payment.notice}
              download={{ label: texts.download, href: downloadHref }}
              onDismiss={payment.dismissNotice}
            />
          </div>
        </div>
        {kind.more?.(item)}
      </article>
      {payment.checkoutDialog}
    </div>
  );
}
