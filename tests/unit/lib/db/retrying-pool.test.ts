import { describe, expect, it } from 'vitest';
import { isDroppedConnection, isReadOnlyStatement } from '@/lib/db/retrying-pool';

describe('isReadOnlyStatement', () => {
  it.each([
    ['select 1'],
    ['  SELECT * FROM listings WHERE id = $1'],
    ['\n\twith t as (select 1) select * from t'],
    ['select "updated_at" from listings'],
    ['select * from deleted_listings'],
  ])('resends the read %j', (sql) => {
    expect(isReadOnlyStatement(sql)).toBe(true);
  });

  it.each([
    ['insert into t values (1)'],
    ['update t set a = 1'],
    ['delete from t'],
    ['merge into t using s on true when matched then do nothing'],
    ['with moved as (delete from t returning *) insert into u select * from moved'],
    ['with x as (select 1) insert into t select * from x'],
    ['WITH x AS (UPDATE t SET a = 1 RETURNING a) SELECT * FROM x'],
    ['select * from t for update'],
    ['select * from t FOR\n  UPDATE skip locked'],
    ['create temp table t (a int)'],
    ['begin'],
    ['select nextval_is_fine() ; delete from t'],
    [''],
  ])('never resends %j', (sql) => {
    expect(isReadOnlyStatement(sql)).toBe(false);
  });
});

describe('isDroppedConnection', () => {
  it.each([
    ['Connection terminated unexpectedly'],
    ['Connection terminated due to connection timeout'],
    ['Client has encountered a connection error and is not queryable'],
    ['server connection closed'],
  ])('is true for the message %j', (message) => {
    expect(isDroppedConnection(new Error(message))).toBe(true);
  });

  it.each([['ECONNRESET'], ['EPIPE'], ['57P01'], ['08006'], ['08003']])('is true for the code %s', (code) => {
    expect(isDroppedConnection(Object.assign(new Error('something failed'), { code }))).toBe(true);
  });

  it.each([
    ['a syntax error', Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' })],
    ['a data exception', Object.assign(new Error('integer out of range'), { code: '22003' })],
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a string', 'Connection terminated unexpectedly'],
    ['a plain object', { message: 'Connection terminated unexpectedly', code: 'ECONNRESET' }],
    ['null', null],
  ])('is false for %s', (_, error) => {
    expect(isDroppedConnection(error)).toBe(false);
  });
});
