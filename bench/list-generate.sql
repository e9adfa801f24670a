-- Listings for bench/list-page.mjs: copies of the snapshot's listings in the feed (run by the bench with
-- {{count}}, {{columns}} and {{copied}} filled in), each with its source's town and photo relations.
-- Varied per copy: reference, document id, price (+-30%, rounded to 1,000; a hidden price stays hidden),
-- living surface (+-20%), creation date (up to 3 years earlier), and 3% no longer in the feed.
-- New rows get their ids here (after the highest one), so the relations join on numbers, not lookups.
create temporary table bench_source on commit drop as
  select p.id as source_id, row_number() over (order by g, p.id) as k, (select max(id) from properties) as base
    from properties p cross join generate_series(1, ceil({{count}} / 100.0)::int) g
   where p.is_in_feed
   order by g, p.id
   limit {{count}};
analyze bench_source;

insert into properties (id, {{columns}})
select s.base + s.k,
       'bench' || lpad(s.k::text, 19, '0'),
       20000000 + s.k,
       case when p.price is null then null else round((p.price * (0.7 + random() * 0.6))::numeric, -3) end,
       case when p.feed_price is null then null else round((p.feed_price * (0.7 + random() * 0.6))::numeric, -3) end,
       case when p.surface_living is null then null else round((p.surface_living * (0.8 + random() * 0.4))::numeric) end,
       p.feed_created_at - (random() * interval '1095 days'),
       random() > 0.03,
       now(), now(), now(),
       {{copied}}
  from bench_source s join properties p on p.id = s.source_id;
select setval(pg_get_serial_sequence('properties', 'id'), (select max(id) from properties));

insert into properties_city_lnk (property_id, city_id)
select s.base + s.k, l.city_id
  from bench_source s join properties_city_lnk l on l.property_id = s.source_id;

insert into files_related_mph (file_id, related_id, related_type, field, "order")
select f.file_id, s.base + s.k, f.related_type, f.field, f."order"
  from bench_source s
  join files_related_mph f on f.related_id = s.source_id and f.related_type = 'api::property.property' and f.field = 'thumbnail';
