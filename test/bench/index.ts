/** `npm run bench`: the payability solver's benchmark, then the engine's, in one process. */
import { main as solverBench } from './solver.js';
import { main as engineBench } from './engine.js';

solverBench();
engineBench();
