import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Skeleton } from './Skeleton';
import './product-card.css';

interface ProductCardProps {
  product: { uuid: string; name: string; images: { thumbnail: string } };
  /** The price in points, worded by the feature that shows the card. */
  price: ReactNode;
  headingLevel?: 2 | 3;
  /** Below the price: the stock state in the shop. */
  children?: ReactNode;
}

/** A shop product in a list (the shop, a product's related products, home's teasers): the whole card opens /shop/{uuid}. */
export function ProductCard({ product, price, headingLevel = 2, children }: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="ui-product-card">
      <img className="ui-product-card__image" src={product.images.thumbnail} alt="" width={240} height={240} loading="lazy" />
      <Heading className="ui-product-card__name">
        <Link to="/shop/$uuid" params={{ uuid: product.uuid }} className="ui-product-card__link">{product.name}</Link>
      </Heading>
      <p className="ui-product-card__price">{price}</p>
      {children}
    </article>
  );
}

/** The grid the cards are laid out in: two cards side by side on a phone (issue 28), more as the screen widens. */
export function ProductGrid({ children }: { children: ReactNode }) {
  return <ul className="ui-product-grid">{children}</ul>;
}

/** Placeholder cards of the loaded cards' size, so the page does not jump when they arrive. */
export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <ul className="ui-product-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="ui-product-card ui-product-card--loading">
          <Skeleton shape="block" width="100%" />
          <Skeleton lines={2} />
        </li>
      ))}
    </ul>
  );
}
