export default {
  config: {
    locales: ['nl'],
  },
  bootstrap() {},
};
