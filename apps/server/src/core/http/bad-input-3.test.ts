import { badInputSuite } from './bad-input.suite';

// Bad input to every route, shard 3 of four (bad-input.suite.ts says how).
badInputSuite(2, 4);
