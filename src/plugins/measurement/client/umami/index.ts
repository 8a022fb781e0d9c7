/** The client module of the analytics with Umami (./transport.ts), loaded when idle. */
import {analyticsClient} from '../analytics';

export default analyticsClient(() => import(/* webpackChunkName: "analytics" */ './transport'));
