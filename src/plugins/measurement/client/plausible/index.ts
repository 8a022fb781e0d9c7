/** The client module of the analytics with Plausible (./transport.ts), loaded when idle. */
import {analyticsClient} from '../analytics';

export default analyticsClient(() => import(/* webpackChunkName: "analytics" */ './transport'));
