import { MemoryTaskStore } from './memory-task-store.ts';
import { describeTaskListing } from './tasks/test-task-listing.ts';
import { describeTaskStore } from './tasks/test-task-store.ts';

describeTaskListing('MemoryTaskStore', async () => new MemoryTaskStore());
describeTaskStore('MemoryTaskStore', async () => new MemoryTaskStore());
