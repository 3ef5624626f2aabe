import type { RecentProduct } from '@bhoj/contract';
import { LoadingRows } from '../../../components/dashboard/loading-rows';
import { FoodImage } from '../../../components/food-image';
import { useMessages } from '../../../i18n';
import { formatMoney } from '../../../lib/money';
import { ownerMessages } from '../messages';

/** 'Recently Added Products': id, image and name, price. */
export function RecentProductsTable({ products }: { products: RecentProduct[] }) {
  const t = useMessages(ownerMessages);
  if (products.length === 0) {
    return <p className="py-6 text-center text-stone-600">{t('noProducts')}</p>;
  }
  return (
    <div className="-mx-4 overflow-x-auto sm:mx-0">
      <table className="w-full min-w-[18rem] text-left text-sm" data-testid="recent-products">
        <thead className="border-b border-stone-200 text-xs font-semibold tracking-wide text-stone-500 uppercase">
          <tr>
            <th scope="col" className="px-4 py-2.5">
              {t('columnId')}
            </th>
            <th scope="col" className="px-4 py-2.5">
              {t('columnProduct')}
            </th>
            <th scope="col" className="px-4 py-2.5 text-right">
              {t('price')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {products.map((product) => (
            <tr key={product.id} data-testid="recent-product">
              <td className="px-4 py-3 text-stone-500 tabular-nums">#{product.id}</td>
              <td className="px-4 py-3">
                <span className="flex items-center gap-3">
                  <FoodImage
                    src={product.image}
                    width={48}
                    height={48}
                    className="size-12 shrink-0 rounded-lg"
                  />
                  <span className="font-semibold text-stone-900">{product.name}</span>
                </span>
              </td>
              <td className="px-4 py-3 text-right font-semibold whitespace-nowrap tabular-nums">
                {formatMoney(product.price)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function RecentProductsSkeleton() {
  const t = useMessages(ownerMessages);
  return (
    <LoadingRows label={t('loadingRecent')} count={5} rowClassName="h-12" testId="recent-products-loading" />
  );
}
