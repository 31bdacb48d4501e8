import { BigIntType, EntitySchema } from '@mikro-orm/core';

/** How far a projection has read the global log, and which version of its code wrote it. */
export class ProjectionCheckpoint {
  name!: string;
  position!: number;
  version!: number;
}

export const ProjectionCheckpointSchema = new EntitySchema<ProjectionCheckpoint>({
  class: ProjectionCheckpoint,
  tableName: 'projection_checkpoints',
  properties: {
    name: { type: 'string', primary: true },
    position: { type: new BigIntType('number') },
    version: { type: 'integer' },
  },
});
