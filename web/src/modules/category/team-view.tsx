import type { CSSProperties } from 'react';
import { initials } from '@coast/domain';
import { getTeamMembers } from '@/cms/content';
import { t } from '@/i18n';
import { CmsImage, IMAGE_SIZES } from '@/ui/cms-image';
import { PhoneLink } from '@/ui/phone-link';
import { balancedColumns } from '../layout';
import type { ModuleContext } from '../types';

/** The team (at most 4): photo or initials, name, role, phone and e-mail. */
export async function TeamView({ context, limit, itemsPerRow }: { context: ModuleContext; limit: number; itemsPerRow: number }) {
  const members = await getTeamMembers(context.locale, limit, context.preview);
  if (!members.length) return <p className="empty">{t(context.locale, 'noItems')}</p>;
  const Heading = context.itemHeading;
  return (
    <ul className="card-grid team-grid" style={{ '--items-per-row': balancedColumns(members.length, itemsPerRow) } as CSSProperties}>
      {members.map((member) => (
        <li key={member.documentId} className="team-card">
          <div className="team-card__photo">
            {member.photo ? <CmsImage media={member.photo} fill sizes={IMAGE_SIZES.half} alt="" /> : <span aria-hidden="true">{initials(member.name)}</span>}
          </div>
          <Heading className="team-card__name">{member.name}</Heading>
          {member.role ? <p className="team-card__role">{member.role}</p> : null}
          {member.bio ? <p className="team-card__bio">{member.bio}</p> : null}
          <p className="team-card__contact">
            {member.phone ? <PhoneLink phone={member.phone} locale={context.locale} label={t(context.locale, 'phone')} /> : null}
            {member.email ? (
              <a href={`mailto:${member.email}`}>
                <span className="visually-hidden">{t(context.locale, 'email')}: </span>
                {member.email}
              </a>
            ) : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
