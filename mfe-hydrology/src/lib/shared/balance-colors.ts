// Text colours of balances: green for a surplus, red for a deficit. Darker than Mantine's
// green.9 (4.4:1 on white, too little for 14 px text) so both pass WCAG AA on white and on the
// striped rows: #1b6e2e 6.3:1, #c92a2a 5.4:1.
import { lightDark } from '@forest-city/remote-kit/scheme-colors';

// On the dark theme's cards (#2e2e2e, striped rows #242424): green.2 #b2f2bb 10:1, red.3 #ffa8a8 7.7:1.
export const SURPLUS_COLOR = lightDark('#1b6e2e', '#b2f2bb');
export const DEFICIT_COLOR = lightDark('#c92a2a', '#ffa8a8');
export const balanceColor = (value: number) => (value > 0 ? SURPLUS_COLOR : value < 0 ? DEFICIT_COLOR : undefined);
