import { IMAGE_SIZES } from '@bhoj/contract/image-widths';
import { AlertCircle, SearchX, Store, Tag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Breadcrumb } from '../../../components/breadcrumb';
import { ErrorState } from '../../../components/error-state';
import { FoodImage } from '../../../components/food-image';
import { MessagePage } from '../../../components/message-page';
import { PageTitle } from '../../../components/page-title';
import { Skeleton } from '../../../components/skeleton';
import { useMessages } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/money';
import { useFood } from '../api/get-food';
import { CommentForm } from '../components/comment-form';
import { CommentsList } from '../components/comments-list';
import { RatingSummary } from '../components/rating-summary';
import { catalogMessages } from '../messages';
import type { Food } from '@bhoj/contract';

/**
 * food/{slug}/: the food, then its rating summary, comments and the comment form. `renderOrderPanel`
 * draws what goes under the price (the app puts the cart's Add to cart there); `ownRestaurantId` is the
 * signed-in owner's restaurant, whose foods' comments they may reply to.
 */
export function FoodDetailPage({
  renderOrderPanel,
  ownRestaurantId,
}: {
  renderOrderPanel: (food: Food) => ReactNode;
  ownRestaurantId?: number;
}) {
  const t = useMessages(catalogMessages);
  const { slug = '' } = useParams();
  const food = useFood(slug);

  if (food.isPending) return <FoodDetailSkeleton />;

  if (food.isError) {
    if (food.error instanceof ApiError && food.error.status === 404) return <FoodNotFound />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <PageTitle title={t('food')} />
        <ErrorState
          message={t('foodFailed')}
          onRetry={() => void food.refetch()}
          retrying={food.isFetching}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle title={food.data.name} />
      <Breadcrumb
        items={[
          { label: t('home'), to: '/' },
          { label: food.data.category_name, to: `/category/${food.data.category_slug}/` },
          { label: food.data.name },
        ]}
      />
      <FoodSummary food={food.data} orderPanel={renderOrderPanel(food.data)} />
      <section aria-labelledby="comments-title" className="mt-12 grid gap-8 lg:grid-cols-[1fr_24rem]">
        <div>
          <h2 id="comments-title" className="mb-4 text-2xl font-bold">
            {t('comments')}
          </h2>
          <RatingSummary food={food.data} />
          <CommentsList slug={slug} canReply={ownRestaurantId === food.data.restaurant} />
        </div>
        <div>
          <CommentForm slug={slug} />
        </div>
      </section>
    </div>
  );
}

function FoodSummary({ food, orderPanel }: { food: Food; orderPanel: ReactNode }) {
  const t = useMessages(catalogMessages);
  return (
    <article className="grid gap-8 md:grid-cols-2 md:gap-10" data-testid="food-detail">
      <div className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-stone-200/70">
        <FoodImage
          src={food.image}
          alt={food.name}
          width={640}
          height={480}
          sizes={IMAGE_SIZES.foodPage}
          eager
          className="aspect-[4/3] size-full"
        />
      </div>
      <div className="flex flex-col gap-4">
        <Link
          to={`/category/${food.category_slug}/`}
          className="inline-flex w-fit items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-100"
          data-testid="food-category"
        >
          <Tag aria-hidden="true" className="size-4" />
          {food.category_name}
        </Link>
        <h1 className="text-3xl font-extrabold break-words sm:text-4xl">{food.name}</h1>
        <p className="flex items-center gap-1.5 text-stone-700">
          <Store aria-hidden="true" className="size-5 text-brand-600" />
          <span className="sr-only">{t('fromRestaurant')} </span>
          <Link
            to={`/restaurant/${food.restaurant_slug}/`}
            className="font-semibold hover:text-brand-700 hover:underline"
            data-testid="food-restaurant"
          >
            {food.restaurant_name}
          </Link>
        </p>
        <p className="text-2xl font-bold text-brand-700" data-testid="food-price">
          {formatMoney(food.price)}
        </p>
        {food.description ? (
          <p className="break-words whitespace-pre-line text-stone-700">{food.description}</p>
        ) : null}
        {food.is_available ? null : (
          <p
            className="flex items-center gap-2 rounded-xl bg-amber-50 px-4 py-3 font-semibold text-amber-900 ring-1 ring-amber-200"
            data-testid="food-unavailable"
          >
            <AlertCircle aria-hidden="true" className="size-5 shrink-0" />
            {t('unavailable')}
          </p>
        )}
        <div className="mt-2">{orderPanel}</div>
      </div>
    </article>
  );
}

function FoodNotFound() {
  const t = useMessages(catalogMessages);
  return (
    <MessagePage
      title={t('foodNotFound')}
      icon={SearchX}
      text={t('foodNotFoundText')}
      link={{ to: '/', label: t('backHome') }}
    />
  );
}

function FoodDetailSkeleton() {
  const t = useMessages(catalogMessages);
  return (
    <div
      className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8"
      role="status"
      aria-label={t('loadingFood')}
      aria-busy="true"
    >
      <Skeleton className="mb-6 h-4 w-56" />
      <div className="grid gap-8 md:grid-cols-2 md:gap-10">
        <Skeleton className="aspect-[4/3] rounded-3xl" />
        <div className="space-y-4">
          <Skeleton className="h-7 w-28 rounded-full" />
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-8 w-32" />
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-12 w-60" />
        </div>
      </div>
    </div>
  );
}
