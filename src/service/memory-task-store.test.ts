import { MemoryTaskStore } from './memory-task-store.ts';
import { describeTaskListing } from './tasks/test-task-listing.ts';

describeTaskListing('MemoryTaskStore', async () => new MemoryTaskStore());
