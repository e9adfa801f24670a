import { contentType, group } from './types';

export default contentType({
  uid: 'api::appointment-setting.appointment-setting',
  fields: {
    capacityPerSlot: {
      label: 'Visits per time slot',
      description:
        'How many visits the site books for one listing on one day in one time slot (10:00-13:00, 14:00-16:00, 16:00-19:00). When that many bookings are confirmed, the visitor reads "The appointments are full" and picks another slot. 0 closes online booking. Default 4. A booking set to handled no longer counts.',
    },
  },
  edit: [group('Booking', [['capacityPerSlot', 6]])],
});
