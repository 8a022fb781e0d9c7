/**
 * The first step every call to action leads to: the strategy call, and what a prospective client
 * takes away from it whether or not they hire the consultant. The consultant's card on the home,
 * about and contact pages shows it, and the booking confirmation, to someone who has booked.
 */
import {site} from './site';

export const firstCall = {
  title: `Start With a ${site.strategyCallMinutes}-Minute Strategy Call`,
  /** The card's title for someone who has booked the call already. */
  bookedTitle: 'What You Will Take Away From Our Call',
  gives: [
    'A first look at your website, search visibility and competitors',
    'Honest recommendations on what to prioritize, even if we never work together',
    'A clear next step and a price, if working together makes sense',
  ],
} as const;
