// Jest maps stylesheet imports here: components render without CSS in jsdom.
export default {};
