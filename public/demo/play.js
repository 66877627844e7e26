/* global document, location */
// The demo game page: shows which game was opened (textContent: the query is never HTML).
document.getElementById('g').textContent = new URLSearchParams(location.search).get('game') || '';
