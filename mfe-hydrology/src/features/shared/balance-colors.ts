// Text colours of balances: green for a surplus, red for a deficit. Darker than Mantine's
// green.9 (4.4:1 on white, too little for 14 px text) so both pass WCAG AA on white and on the
// striped rows: #1b6e2e 6.3:1, #c92a2a 5.4:1.
export const SURPLUS_COLOR = '#1b6e2e';
export const DEFICIT_COLOR = '#c92a2a';
export const balanceColor = (value: number) => (value > 0 ? SURPLUS_COLOR : value < 0 ? DEFICIT_COLOR : undefined);
