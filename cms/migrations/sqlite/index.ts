import * as migration_20261121_075602_initial from './20261121_075602_initial';

export const migrations = [
  {
    up: migration_20261121_075602_initial.up,
    down: migration_20261121_075602_initial.down,
    name: '20261121_075602_initial'
  },
];
