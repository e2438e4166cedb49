// Print stylesheet of the report page: every section in order, no tab bar or buttons, a page
// break before each section. Inactive panels are only hidden by an inline display:none on
// screen, which !important overrides here. Shipped as a <style> element with the component so it
// travels with the remote wherever it is mounted (no separate CSS chunk to load).
export const REPORT_PRINT_CSS = `
@media print {
  @page { margin: 16mm 14mm; }
  .fc-report .fc-no-print { display: none !important; }
  .fc-report .fc-section { display: block !important; padding-top: 0 !important; }
  /* every section after the first: later tab panels, and the notes after the tabs */
  .fc-report .fc-section ~ .fc-section, .fc-report .fc-tabs ~ .fc-section { break-before: page; page-break-before: always; }
  .fc-report .mantine-Paper-root, .fc-report tr, .fc-report svg { break-inside: avoid; }
  .fc-report { max-width: none !important; padding: 0 !important; color: #000; }
  .fc-report a { color: inherit; text-decoration: none; }
}
`;
