import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { SHOP_SORTS, type ShopSort } from '../../../contract/shop';
import { categoriesQuery, productsQuery, type ShopListQuery } from '../../api/shop-queries';
import { pageTitle } from '../../routing/page-titles';
import { buttonClassName, PageTitle, ProductGrid, Select } from '../../ui';
import { EmptyState } from '../../ui/EmptyState';
import { Pagination } from '../../ui/Pagination';
import { ProductCard } from './ProductCard';
import { SORT_LABELS } from './shop-texts';
import './shop.css';

/** /shop: the region's categories, its products 21 to a page, sorted, page and filter in the query string. */
export function ShopPage(query: ShopListQuery) {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const { data: categories } = useSuspenseQuery(categoriesQuery());
  const { data } = useSuspenseQuery(productsQuery(query));
  return (
    <>
      <div className="app-shop__head">
        <PageTitle>{i18n._(pageTitle('/shop'))}</PageTitle>
        <Select
          className="app-shop__sort"
          label={t`Sort by`}
          value={query.sort}
          options={SHOP_SORTS.map((sort) => ({ value: sort, label: i18n._(SORT_LABELS[sort]) }))}
          onChange={(event) => void navigate({ to: '/shop', search: { ...query, sort: event.target.value as ShopSort, page: 1 } })}
        />
      </div>
      <nav aria-label={t`Categories`} className="app-shop__categories">
        <Link to="/shop" search={{ sort: query.sort, page: 1 }} className="app-shop__category" aria-current={query.category ? undefined : 'page'}>
          <Trans>All</Trans>
        </Link>
        {categories.map((category) => (
          <Link key={category.uuid} to="/shop" search={{ sort: query.sort, page: 1, category: category.slug }} className="app-shop__category"
            aria-current={query.category === category.slug ? 'page' : undefined}>
            {category.name}
          </Link>
        ))}
      </nav>
      {data.data.length === 0 ? (
        <EmptyState title={<Trans>No products here yet</Trans>}>
          <p><Trans>New rewards arrive regularly. Look at the other categories meanwhile.</Trans></p>
          {query.category ? <Link to="/shop" search={{ sort: query.sort, page: 1 }} className={buttonClassName('primary')}><Trans>Show all products</Trans></Link> : null}
        </EmptyState>
      ) : (
        <ProductGrid>
          {data.data.map((product) => <li key={product.uuid}><ProductCard product={product} /></li>)}
        </ProductGrid>
      )}
      <Pagination page={data.meta.current_page} lastPage={data.meta.last_page} />
    </>
  );
}
