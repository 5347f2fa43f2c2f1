// Security harness declarations: platform routes (README.md in the folder above).
import { declareArea } from '../declarations';

export default declareArea({
  // Public and answers only ok / not ok (issue 7): the same for everyone.
  getHealth: {},
  // Admins only (the default of auth 'admin').
  getHealthDetails: {},
});
