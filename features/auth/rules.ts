// The pure rules of auth, safe on the server and in the browser (index.ts adds the UI).
export { joinFullName, splitFullName } from './display/person-name';
