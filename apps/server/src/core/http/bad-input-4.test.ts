import { badInputSuite } from './bad-input.suite';

// Bad input to every route, shard 4 of four (bad-input.suite.ts says how).
badInputSuite(3, 4);
