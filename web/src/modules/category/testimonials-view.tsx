import { formatDate } from '@coast/domain';
import { getTestimonials } from '@/cms/content';
import { t } from '@/i18n';
import { Icon } from '@/ui/icon';
import type { ModuleContext } from '../types';

/** What clients say: quote, stars, name and town. */
export async function TestimonialsView({ context, limit }: { context: ModuleContext; limit: number }) {
  const testimonials = await getTestimonials(context.locale, limit, context.preview);
  if (!testimonials.length) return <p className="empty">{t(context.locale, 'noItems')}</p>;
  return (
    <ul className="card-grid testimonial-grid">
      {testimonials.map((item) => (
        <li key={item.documentId}>
          <figure className="testimonial">
            {item.rating ? (
              <p className="testimonial__stars">
                <span className="visually-hidden">{t(context.locale, 'rating', item.rating)}</span>
                {Array.from({ length: 5 }, (_, i) => (
                  <Icon key={i} name="star" size={18} className={i < item.rating ? 'star star--on' : 'star'} />
                ))}
              </p>
            ) : null}
            <blockquote>
              <p>{item.text}</p>
            </blockquote>
            <figcaption>
              {item.author}
              {item.city ? `, ${item.city}` : ''}
              {item.date ? <span className="testimonial__date"> · {formatDate(item.date)}</span> : null}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
