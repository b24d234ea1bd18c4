import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ItemImage } from './item-image';

const cover = {
  image: '/media/images/note-dbms-800.webp',
  imageSmall: '/media/images/note-dbms-400.webp',
  imageLinkPreview: '/media/images/note-dbms-og.png',
};

describe('ItemImage', () => {
  it('offers both WebP widths, with the PNG for a browser without WebP', () => {
    const { container } = render(<ItemImage image={cover} alt="Cover of DBMS notes" />);
    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source).toHaveAttribute(
      'srcset',
      '/media/images/note-dbms-400.webp 400w, /media/images/note-dbms-800.webp 800w',
    );
    expect(source?.getAttribute('sizes')).toMatch(/100vw$/);
    const img = screen.getByRole('img', { name: 'Cover of DBMS notes' });
    expect(img).toHaveAttribute('src', '/media/images/note-dbms-og.png');
    // The space is kept before the image arrives, so the page does not jump.
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '450');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('loads at once when above the fold', () => {
    render(<ItemImage image={cover} alt="Cover" eager sizes="560px" />);
    expect(screen.getByRole('img', { name: 'Cover' })).toHaveAttribute('loading', 'eager');
  });

  it('shows an image given only as an address as it is', () => {
    const { container } = render(
      <ItemImage
        image={{ image: 'https://cdn.example.in/c.jpg', imageSmall: null, imageLinkPreview: null }}
        alt="Cover"
      />,
    );
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('img', { name: 'Cover' })).toHaveAttribute(
      'src',
      'https://cdn.example.in/c.jpg',
    );
  });

  it('falls back to a placeholder when the image fails or is missing', () => {
    render(<ItemImage image={cover} alt="Cover" />);
    fireEvent.error(screen.getByRole('img', { name: 'Cover' }));
    expect(screen.getByRole('img', { name: 'Cover' }).getAttribute('src')).toMatch(
      /^data:image\/svg\+xml,/,
    );
    render(<ItemImage image={{ ...cover, image: '' }} alt="Missing" />);
    expect(screen.getByRole('img', { name: 'Missing' }).getAttribute('src')).toMatch(/^data:/);
  });
});
